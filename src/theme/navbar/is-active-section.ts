/** A navbar section is active when the current route is the section or inside it. */
export function isActiveSection(sectionRoute: string, route: string): boolean {
  if (!sectionRoute || sectionRoute === '/') return route === sectionRoute;
  return route === sectionRoute || route.startsWith(`${sectionRoute}/`);
}
