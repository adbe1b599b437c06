import { writeFileSync } from "node:fs";
import { createServiceApp } from "@/lib/service/http/app";
const app = createServiceApp();
const res = await app.request("/external-api/v1/openapi.json");
const doc: any = await res.json();
writeFileSync("/tmp/harden/openapi.json", JSON.stringify(doc, null, 1));
for (const [p, ops] of Object.entries<any>(doc.paths)) for (const [m, op] of Object.entries<any>(ops)) console.log(m.toUpperCase(), p, op.operationId ?? "", (op.parameters ?? []).map((x: any) => `${x.in}:${x.name}`).join(","), op.requestBody ? "BODY" : "", Object.keys(op.responses).join(","));
