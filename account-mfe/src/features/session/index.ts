// The session feature's public surface: account's sign-in, sign-out and session restore.
export {
  login,
  logout,
  register,
  restoreSession,
  serverRefusalMessage,
  sessionStarted,
} from './session-thunks';
