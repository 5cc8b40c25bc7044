export declare const DEMO_TIME_ZONE: string;
export declare function msToMidnight(now: Date, timeZone: string): number;
export declare function waitBeforeSeed(now: Date, runMs: number, timeZone?: string): number;
