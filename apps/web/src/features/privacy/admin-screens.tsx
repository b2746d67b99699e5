// The office's privacy screens under /admin/privacy (docs/product.md "Privacy requests"), one lazy
// chunk with a route table of its own: one entry in the app's route table instead of three, which
// the home page's first load carries (docs/architecture.md "Budgets").
import { useRoutes } from 'react-router';
import { HeldScreen } from './held-screen.tsx';
import { NoticeEditorScreen } from './notice-editor-screen.tsx';
import { PrivacyRequestsScreen } from './requests-screen.tsx';
import { NotFoundScreen } from '../../components/error-view.tsx';

export function PrivacyAdminScreens() {
  return useRoutes([
    { index: true, element: <PrivacyRequestsScreen /> },
    { path: 'notice', element: <NoticeEditorScreen /> },
    { path: 'family/:id', element: <HeldScreen /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
