import { initialLoad } from '../../apps/web/build/initialLoad.ts';
const chunks = await initialLoad('/tmp/h14b-out');
for (const c of chunks) { console.log(c.fileName, (c.code.match(/from"\.\/[^"]+"/g)||[]).join(' ').replace(/from"\.\//g,'').replace(/-[\w-]{8}\.js"/g,''), c.modules.filter(m=>!m.id.includes('node_modules')).map(m=>m.id.replace(/.*\//,'')).join(',')); }
