import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-cyan/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import './styles/header.css';
import './styles/screens.css';
import './styles/forms.css';
// The stylesheets of the screens the server draws (src/engine/page-render/boot-requests.ts): in the
// shell's, which the drawn page links, so its first paint is laid out as the hydrated page is — a
// screen chunk's own stylesheet arrives only with its scripts, after that paint.
import './form-screen/form-screen.css';
import './screens/payments/guest/guest-payment.css';
import './screens/new-customer/new-customer.css';
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
