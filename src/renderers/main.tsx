import { StrictMode, startTransition } from 'react';
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
// Either as a transition: React then renders in slices of a few milliseconds, yielding to the
// browser between them, instead of one task that blocks input for the whole first render (a
// phone's Total Blocking Time, issue 25). A click or a key on the drawn page meanwhile hydrates
// the part it lands on first.
startTransition(() => {
  if (canHydrate(root)) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
