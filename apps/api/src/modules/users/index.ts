// The users feature's public surface: what other features and the app import from it.
export {
  countUsers,
  findEmailsInUse,
  findUserByEmail,
  findUserById,
  lockUser,
  updateDriverProfile,
  updateUser,
} from './users.repository.ts';
export { createUsersService, type NewAdminData, type UsersService } from './users.service.ts';
export { toCurrentUser, type AccountColumns } from './current-user.ts';
