export default '/docs/telegrams/@code';
