import { BrowserRouter } from 'react-router';
import { DropEarlyAnswersOnLeave } from './drop-early-answers-on-leave';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <DropEarlyAnswersOnLeave />
      <AppRoutes />
    </BrowserRouter>
  );
}
