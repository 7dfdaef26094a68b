/** The allocation world map's reference data and rules. Import as `@havn/domain/allocation/index`. */
export * from './regions.ts';
export * from './zones.ts';
