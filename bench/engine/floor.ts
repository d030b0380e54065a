import { readFileSync } from 'node:fs';
import { inflateRawSync, createInflateRaw } from 'node:zlib';
const bytes = readFileSync(process.argv[2]);
// central directory walk
const eocd = bytes.lastIndexOf(Buffer.from([0x50,0x4b,5,6]));
const n = bytes.readUInt16LE(eocd+10); let at = bytes.readUInt32LE(eocd+16);
const parts: Buffer[] = []; let total = 0;
for (let i=0;i<n;i++){ const csize=bytes.readUInt32LE(at+20), usize=bytes.readUInt32LE(at+24), nl=bytes.readUInt16LE(at+28), el=bytes.readUInt16LE(at+30), cl=bytes.readUInt16LE(at+32), off=bytes.readUInt32LE(at+42);
 const name = bytes.toString('utf8', at+46, at+46+nl); const ds = off+30+bytes.readUInt16LE(off+26)+bytes.readUInt16LE(off+28);
 parts.push(bytes.subarray(ds, ds+csize)); total += usize; console.log(name, csize, usize); at += 46+nl+el+cl; }
for (let k=0;k<3;k++){ const t=performance.now(); let out=0;
 for (const p of parts) await new Promise<void>(res => { const z = createInflateRaw({chunkSize: 1<<20}); z.on('data', (c: Buffer)=>{out+=c.length}); z.on('end', ()=>res()); z.end(p); });
 console.log('floor', out, ((performance.now()-t)/1000).toFixed(3)); }
