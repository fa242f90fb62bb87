import type { ChildProcess } from 'node:child_process';

export interface StackPorts {
  publicSite: number;
  adminConsole: number;
  checkout: number;
  api: number;
}
export interface StackUrls {
  publicSite: string;
  adminConsole: string;
  checkout: string;
  api: string;
}
export interface RunningStack {
  urls: StackUrls;
  ports: StackPorts;
  children: { name: string; child: ChildProcess }[];
  stop(): Promise<void>;
}
export const repoRoot: string;
export function portsFromEnv(env?: Record<string, string | undefined>): StackPorts;
export function startStack(options?: {
  ports?: StackPorts;
  env?: Record<string, string | undefined>;
  output?: 'inherit' | ((name: string, line: string) => void);
  timeoutMs?: number;
}): Promise<RunningStack>;
