/** The frame's class: signed-in staff have the admin side menu beside the screen. */
export function appClass(role: string | undefined): string {
  return role !== undefined && role !== 'User' ? 'app app--staff' : 'app';
}
