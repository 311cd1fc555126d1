import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-cyan/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import './styles/header.css';
import './styles/screens.css';
import './styles/forms.css';
import { App } from './app/App';
import { canHydrate } from './app/can-hydrate';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public entry page the server drew (src/server/http/page-render.ts) is hydrated as it is, what
// the visitor typed meanwhile kept; any other page (the spinner of index.html) is rendered afresh.
if (canHydrate(root)) hydrateRoot(root, app);
else createRoot(root).render(app);
