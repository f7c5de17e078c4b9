/** The page's entry point. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'prismjs/themes/prism.css';
import { App } from './App';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
