/** A member of staff's profile (spec §2.5 and §2.6): written by the staff profile work. */
export function StaffProfilePage() {
  return null;
}
