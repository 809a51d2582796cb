// Facts about the machine a run was made on, written next to its figures.
import os from 'node:os';

export interface MachineFacts {
  cores: number;
  cpuModel: string;
  memoryMb: number;
  loadAverage1m: number;
  node: string;
  platform: string;
}

export function machineFacts(): MachineFacts {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}
