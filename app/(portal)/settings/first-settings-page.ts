/** Where "/settings" leads: the first page of the navigation's Settings that the role may open. */
export function firstSettingsPage(role: string): string {
  return role === "admin" ? "/settings/connections" : "/settings/notifications";
}
