import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The shop: providers around the router. */
export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
