export default '/docs/jmafile/@code';
