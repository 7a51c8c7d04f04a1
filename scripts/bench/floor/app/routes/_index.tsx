export default function Index() {
  return <h1>Hello</h1>;
}
