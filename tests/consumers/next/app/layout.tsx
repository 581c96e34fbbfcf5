import type { ReactNode } from 'react';
import '../../partner.css'; // the partner's theme (tests/consumers/partner.css, every app's)

export const metadata = { title: 'Partner app (Next.js)' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant">
      <body>{children}</body>
    </html>
  );
}
