import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` drawn with the `qrcode` package (SVG in an image). */
export function QrImage(props: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(props.text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      () => {
        if (live) setSrc(null);
      },
    );
    return () => {
      live = false;
    };
  }, [props.text]);
  const size = props.size ?? 200;
  return src ? (
    <img className="pw-qr" src={src} alt={props.label} width={size} height={size} />
  ) : (
    <div className="pw-qr skeleton" style={{ width: size, height: size }} aria-busy="true" />
  );
}
