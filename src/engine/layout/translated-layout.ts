import { messageText } from '../messages/catalogue';
import type { ResolvedLayout, ResolvedScreen, MenuItem } from './types';

const text = (value: string | undefined) => (value === undefined ? value : messageText(value));
const header = <Column extends { header: string }>(column: Column): Column => ({ ...column, header: messageText(column.header) });

/**
 * The layout with the texts it shows as written data — screen titles and headings, column
 * headers (a screen's, and its detail sections' tables': the staff's account screen's Locations
 * and Payments), filter labels and placeholders, menu labels — in the active language (issue 24
 * item 2: a catalogue key's wording, else the texts' translation of the English, else as written).
 * Texts the layout names by key elsewhere (messages, actions, sections) are worded where they
 * show, through messageText; ids, routes and operations are untouched.
 */
export function translatedLayout(layout: ResolvedLayout): ResolvedLayout {
  const menu = (items: MenuItem[]) => items.map((item) => (item.label === undefined ? item : { ...item, label: text(item.label) }));
  const screen = (s: ResolvedScreen): ResolvedScreen => ({
    ...s,
    ...(s.title !== undefined && { title: text(s.title) }),
    ...(s.heading !== undefined && { heading: text(s.heading) }),
    ...(s.columns && { columns: s.columns.map(header) }),
    ...(s.sections && { sections: s.sections.map((section) => (section.columns ? { ...section, columns: section.columns.map(header) } : section)) }),
    ...(s.filters && { filters: s.filters.map((filter) => ({ ...filter, ...(filter.label !== undefined && { label: text(filter.label) }), ...(filter.placeholder !== undefined && { placeholder: text(filter.placeholder) }) })) }),
  });
  return { ...layout, screens: layout.screens.map(screen), menus: { customer: menu(layout.menus.customer), admin: menu(layout.menus.admin) } };
}
