export default function ReachUs() {
  return <main><h1>Reach us</h1></main>;
}
