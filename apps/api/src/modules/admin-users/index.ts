// The admin-users feature's public surface: what other features and the app import from it.
export { createAdminUsersServices } from './create-admin-users-services.ts';
export { changeApprovalStatus } from './admin-users.repository.ts';
