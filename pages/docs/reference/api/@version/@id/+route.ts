export default '/docs/reference/api/@version/@id';
