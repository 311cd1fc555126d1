/**
 * Page furniture shared by the account documents and the PDF exports: a letterhead with the
 * tenant's logo and contact lines, and a table that breaks across pages with its header repeated.
 * Standard PDF fonts (Helvetica) only: nothing to embed, nothing to load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { LoadedTenant } from '../tenants/load-tenants';
import { fillPdfText } from '../../engine/messages/pdf-texts';
import { withStandardFontText } from './standard-font-text';

export type Pdf = PDFKit.PDFDocument;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const MARGIN = 40;
const LOGO = { width: 150, height: 45 };

/** Draws into a new letter-size document and resolves with its bytes. */
export async function renderPdf(options: { layout: 'portrait' | 'landscape'; title: string; author: string }, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', layout: options.layout, margin: MARGIN, bufferPages: false, info: { Title: options.title, Author: options.author } });
  withStandardFontText(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

/** The tenant's logo file: the settings' /tenant-files/<id>/assets/<file>, else assets/logo.svg, if present. */
function logoFile(tenant: LoadedTenant): string | undefined {
  const configured = tenant.config.settings.logo;
  const candidates = [configured?.startsWith(`/tenant-files/${tenant.id}/assets/`) ? join(tenant.folder, 'assets', basename(configured)) : undefined, join(tenant.folder, 'assets', 'logo.svg')];
  return candidates.find((file): file is string => !!file && existsSync(file));
}

/** Draws the logo (SVG through svg-to-pdfkit, PNG/JPEG natively); false when there is none to draw. */
function drawLogo(doc: Pdf, tenant: LoadedTenant, x: number, y: number): boolean {
  const file = logoFile(tenant);
  if (!file) return false;
  if (file.endsWith('.svg')) {
    SVGtoPDF(doc, readFileSync(file, 'utf8'), x, y, { ...LOGO, preserveAspectRatio: 'xMinYMin meet', assumePt: true });
  } else if (/\.(png|jpe?g)$/i.test(file)) {
    doc.image(file, x, y, { fit: [LOGO.width, LOGO.height] });
  } else {
    return false;
  }
  return true;
}

/** The supplier's contact lines from its settings, the ones that are set. */
export function contactLines(tenant: LoadedTenant): string[] {
  const s = tenant.config.settings;
  return [
    s.customer_support_phone_number && fillPdfText('customerService', { phone: s.customer_support_phone_number }),
    s.customer_support_billing_phone && fillPdfText('billing', { phone: s.customer_support_billing_phone }),
    s.customer_support_billing_email ?? s.site_email_address,
    s.website,
  ].filter((line): line is string => !!line);
}

/** Logo (or the name in the brand colour when there is no logo) left, name and contact lines right; leaves y below it. */
export function letterhead(doc: Pdf, tenant: LoadedTenant): void {
  const top = MARGIN;
  const right = doc.page.width - MARGIN;
  if (!drawLogo(doc, tenant, MARGIN, top)) doc.font(BOLD).fontSize(18).fillColor('#158cba').text(tenant.config.name, MARGIN, top + 10, { lineBreak: false });
  doc.fillColor('black').font(BOLD).fontSize(11).text(tenant.config.name, MARGIN, top, { width: right - MARGIN, align: 'right' });
  doc.font(FONT).fontSize(8.5);
  for (const line of contactLines(tenant)) doc.text(line, { width: right - MARGIN, align: 'right' });
  doc.y = Math.max(doc.y, top + LOGO.height) + 14;
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 10;
  doc.x = MARGIN;
}

/** Label/value pairs in two columns, e.g. account and period blocks. */
export function fieldBlock(doc: Pdf, x: number, y: number, width: number, fields: [string, string][]): number {
  let line = y;
  for (const [label, value] of fields) {
    doc.font(BOLD).fontSize(9).text(label, x, line, { width: 95, lineBreak: false });
    doc.font(FONT).fontSize(9).text(value, x + 95, line, { width: width - 95 });
    line = Math.max(doc.y, line + 12);
  }
  return line;
}
