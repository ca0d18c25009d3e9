/** A problem the person running a backup or restore can fix; the command prints the message, never a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}
