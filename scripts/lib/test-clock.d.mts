export declare const TEST_NOW: string;
export declare function testClockEnv(from?: number): { CREWDECK_NOW: string; CREWDECK_NOW_FROM: string };
