export declare function postgresDemo(options: { name: string; adminUrl: string }): {
  seedDatabase(): Promise<string>;
  copy(i: number): Promise<string>;
  drop(): Promise<void>;
};
