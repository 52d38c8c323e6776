export default function HomePage() {
  return (
    <main>
      <h1>Game Provider Platform</h1>
    </main>
  );
}
