export default '/docs/reference/conversion/json/schema/@name';
