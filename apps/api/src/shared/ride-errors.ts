import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import { AppError } from './app-error.ts';

export const rideNotFound = () => new AppError(404, ERROR_CODES.RIDE_NOT_FOUND, RIDE_MESSAGES.rideNotFound);
export const transitionNotAllowed = () =>
  new AppError(409, ERROR_CODES.TRANSITION_NOT_ALLOWED, RIDE_MESSAGES.transitionNotAllowed);
export const rideNotActive = () =>
  new AppError(409, ERROR_CODES.TRANSITION_NOT_ALLOWED, RIDE_MESSAGES.rideNotActive);
export const rideAlreadyTaken = () =>
  new AppError(409, ERROR_CODES.RIDE_ALREADY_TAKEN, RIDE_MESSAGES.rideAlreadyTaken);
export const fieldError = (status: number, code: string, path: string, message: string) =>
  new AppError(status, code, message, [{ path, message }]);
