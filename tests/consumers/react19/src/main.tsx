import { createRoot } from 'react-dom/client';
import '../../partner.css'; // the partner's theme (tests/consumers/partner.css, every app's)
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
