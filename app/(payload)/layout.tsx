/* The staff admin's document (Payload CMS; payload.config.ts, docs/admin.md). */
import config from '@payload-config';
import '@payloadcms/next/css';
// After Payload's own: contrast, target sizes and a visible focus (issue 33).
import './admin.css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import { importMap } from './admin/importMap';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({ ...args, config, importMap });
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
