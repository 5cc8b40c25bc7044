// Types of generate-registries.mjs, for the tests that check its modules are up to date.
export declare function screenRowsModule(): string;
export declare function readServicesModule(): string;
export declare function routeOfScreenFile(file: string): string;
export declare function writeGenerated(): void;
