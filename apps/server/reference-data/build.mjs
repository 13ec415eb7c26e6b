#!/usr/bin/env node
// Rebuilds the shipped reference files from the offline source CSVs (see README.md here for sources).
// Run once a year when new code sets come out:  node apps/server/reference-data/build.mjs <source-folder>
// Then bump the matching version in src/modules/reference/loader/versions.ts so running servers reload.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) {
  console.error('usage: node build.mjs <folder with icd10cm_2025_codes.csv, hcpcs_level2_2025oct.csv, us_zip_places_geonames.csv>');
  process.exit(1);
}

/** RFC 4180 lines without embedded newlines (true of every source file). */
function parseLine(line) {
  const out = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') break;
        else value += line[i++];
      }
      out.push(value);
      i += 2;
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      out.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return out;
}

const readCsv = (file) => {
  const [header, ...lines] = readFileSync(join(source, file), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
  const names = parseLine(header);
  return lines.map((l) => Object.fromEntries(parseLine(l).map((v, i) => [names[i], v])));
};
const quote = (v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function writeGz(file, columns, rows) {
  const text = [columns.join(','), ...rows.map((r) => columns.map((c) => quote(String(r[c] ?? ''))).join(','))].join('\n') + '\n';
  writeFileSync(join(here, file), gzipSync(text, { level: 9 }));
  console.log(`${file}: ${rows.length} rows`);
}

writeGz('icd10cm-2025.csv.gz', ['code', 'code_dotted', 'description'], readCsv('icd10cm_2025_codes.csv'));

// DMEPOS procedure codes and every modifier. Radiopharmaceuticals and contrast agents (A9500-A9899, A4641,
// A4642) sit in the A9 range the DMEPOS flag covers, but no DME supplier dispenses them.
const isRadiopharm = (code) => (code >= 'A9500' && code <= 'A9899') || code === 'A4641' || code === 'A4642';
const hcpcs = readCsv('hcpcs_level2_2025oct.csv').filter(
  (r) => r.kind === 'modifier' || (r.kind === 'procedure' && r.dmepos === 'Y' && !isRadiopharm(r.code)),
);
writeGz('hcpcs-dmepos-2025oct.csv.gz', ['code', 'kind', 'dmepos', 'long_description', 'short_description'], hcpcs);

const places = readCsv('us_zip_places_geonames.csv').map((r) => ({ ...r, city: r.place }));
writeGz('us-zip-places-geonames.csv.gz', ['zip', 'city', 'state_code', 'county', 'lat', 'lng'], places);
