// GET / — where a visitor starts: what this is and the three ways in (console, API reference, integration guide)
import Link from "next/link";
import styles from "./home.module.css";

const ENTRIES = [
  {
    href: "/console",
    title: "Console",
    audience: "Provider staff",
    text: "Operators, catalogs, API keys, sessions, rounds, wallet deliveries and certification, free rounds and reports.",
  },
  {
    href: "/docs/api",
    title: "API reference",
    audience: "Operators' developers",
    text: "Every endpoint of the provider API and the four signed wallet callbacks, with fields, errors and examples.",
  },
  {
    href: "/docs",
    title: "Integration guide",
    audience: "Operators' developers",
    text: "From nothing to a signed spin in five steps, signature verifiers, retry rules, certification and troubleshooting.",
  },
] as const;

export default function HomePage() {
  return (
    <div className={styles.page}>
      <style href="home-body" precedence="default">
        {"body{margin:0}"}
      </style>
      <header className={styles.band}>
        <div className={styles.header}>
          <p className={styles.eyebrow}>Game Provider Platform</p>
          <h1>Slot games for operators, paid through their own wallets</h1>
          <p className={styles.lead}>
            Operators read their live catalog and launch games with an API key; every bet and win moves through signed
            callbacks to the operator&apos;s wallet, recorded in a durable ledger.
          </p>
        </div>
      </header>
      <main className={styles.main}>
        <nav className={styles.entries} aria-label="Start here">
          {ENTRIES.map((entry) => (
            <Link key={entry.href} href={entry.href} className={styles.entry}>
              <span className={styles.audience}>{entry.audience}</span>
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.text}>{entry.text}</span>
              <span className={styles.path}>{entry.href}</span>
            </Link>
          ))}
        </nav>
        <footer className={styles.footer}>
          <a href="/api/provider/v1/openapi.json">OpenAPI document</a>
          <a href="/health">Health</a>
          <Link href="/docs/decisions">Decisions</Link>
        </footer>
      </main>
    </div>
  );
}
