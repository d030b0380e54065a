/**
 * The workbook's structure: which sheets exist, in which order, and which zip part holds each,
 * resolved through _rels/.rels, workbook.xml and its relationships. These parts are small, so
 * they are decoded to strings and read with regular expressions.
 */
import { WorkbookError } from './types.js';
import { decodeEntities } from './xml-text.js';

export interface SheetPart {
  name: string;
  /** Zip entry path of the worksheet XML, or null if the relationship is missing. */
  path: string | null;
  hidden: boolean;
}

const NOT_A_WORKBOOK = 'This file is a zip archive but not an Excel workbook (.xlsx).';
const DECLARATION = /<!(?!--)/;
const ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?(Relationship|sheet)\b([^>]*)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1], decodeEntities(match[3] ?? match[4]));
  return attributes;
}

function elements(xml: string, element: 'Relationship' | 'sheet'): Map<string, string>[] {
  if (DECLARATION.test(xml)) {
    throw new WorkbookError('forbidden_xml', 'This workbook contains XML declarations that are not allowed (DOCTYPE, ENTITY or CDATA) and was refused.');
  }
  const found: Map<string, string>[] = [];
  for (const match of xml.matchAll(ELEMENT)) if (match[1] === element) found.push(attributesOf(match[2]));
  return found;
}

/** Resolves a relationship target against the folder of the part that owns it. */
export function resolveTarget(baseFolder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : baseFolder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

function folderOf(partPath: string): string {
  return partPath.slice(0, partPath.lastIndexOf('/') + 1);
}

/** Relationship Id -> resolved part path, plus the paths by relationship type suffix. */
function relationships(xml: string, ownerPath: string) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  for (const rel of elements(xml, 'Relationship')) {
    const id = rel.get('Id');
    const target = rel.get('Target');
    if (!id || !target || rel.get('TargetMode') === 'External') continue;
    const path = resolveTarget(folderOf(ownerPath), target);
    byId.set(id, path);
    const type = rel.get('Type') ?? '';
    byType.set(type.slice(type.lastIndexOf('/') + 1), path);
  }
  return { byId, byType };
}

export interface WorkbookStructure {
  sheets: SheetPart[];
  sharedStringsPath: string | null;
}

/** Reads the structure; `readText` returns a part's text or null when the part is absent. */
export function readWorkbookStructure(readText: (path: string) => string | null): WorkbookStructure {
  const rootRels = readText('_rels/.rels');
  const workbookPath = (rootRels && relationships(rootRels, '').byType.get('officeDocument')) || 'xl/workbook.xml';
  const workbookXml = readText(workbookPath);
  if (workbookXml === null) throw new WorkbookError('not_a_workbook', NOT_A_WORKBOOK);
  const relsXml = readText(relsPathOf(workbookPath));
  const rels = relsXml ? relationships(relsXml, workbookPath) : { byId: new Map<string, string>(), byType: new Map<string, string>() };
  const sheets = elements(workbookXml, 'sheet').map((sheet) => {
    const relationId = [...sheet.entries()].find(([key]) => key === 'id' || key.endsWith(':id'))?.[1];
    const state = sheet.get('state');
    return {
      name: sheet.get('name') ?? '',
      path: (relationId && rels.byId.get(relationId)) || null,
      hidden: state === 'hidden' || state === 'veryHidden',
    };
  });
  return { sheets, sharedStringsPath: rels.byType.get('sharedStrings') ?? null };
}
