export default '/assets/file-stub';
