export declare const staticCsp: string;
export declare const securityHeaders: { key: string; value: string }[];
