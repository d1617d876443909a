// The public home-care routing benchmark's formats and validator (github.com/iolab-uniud/hhcrsp).
export * from './format';
export * from './validator';
