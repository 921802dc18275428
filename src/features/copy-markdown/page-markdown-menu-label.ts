/** Accessible name of the menu beside Copy as Markdown (the button shows only a chevron). */
export const PAGE_MENU_LABEL = 'More page options';
