// The screen for any path no page matches (contract/pages.ts). Its view is in src/ui, where the
// admin page shows it too to someone who is not an admin.
import { NotFound } from '../../ui/NotFound';

export default NotFound;
