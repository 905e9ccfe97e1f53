export default '/docs/reference/conversion/json/schema/legacy/@slug';
