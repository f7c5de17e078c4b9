package grraf.neo4j;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Map;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * Starts a Neo4j Community DBMS with its Bolt connector on 127.0.0.1 and a free port, auth on,
 * the password taken from the environment (NEO4J_LAUNCHER_PASSWORD: argv would show it in ps),
 * and prints one JSON line on stdout when it accepts connections:
 *
 * <pre>{"ready":true,"uri":"bolt://127.0.0.1:PORT","user":"neo4j","home":"/tmp/grraf-neo4j-..."}</pre>
 *
 * It stops, and deletes its data folder, on SIGTERM or SIGINT and when its stdin closes: the
 * process that started it holds the other end of that pipe, so a parent that dies, however it
 * dies, leaves no Java process behind. Failures print {"ready":false,"error":...} and exit 1.
 */
public final class Neo4jLauncher {
  private static final String USER = "neo4j";

  private Neo4jLauncher() {}

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    String password = System.getenv("NEO4J_LAUNCHER_PASSWORD");
    if (password == null || password.length() < 8) {
      fail(out, "NEO4J_LAUNCHER_PASSWORD must be set to a password of 8 characters or more");
      return;
    }
    String host = envOr("NEO4J_LAUNCHER_HOST", "127.0.0.1");
    int requestedPort = Integer.parseInt(envOr("NEO4J_LAUNCHER_PORT", "0"));
    long pageCacheMiB = Long.parseLong(envOr("NEO4J_LAUNCHER_PAGECACHE_MB", "128"));

    // The port is chosen here, not left to Bolt (port 0): the routing table that neo4j:// URIs
    // read advertises the configured port. Another process may take a free port before Neo4j
    // binds it, hence a few tries.
    DatabaseManagementService started = null;
    Path startedHome = null;
    int port = requestedPort;
    RuntimeException lastError = null;
    for (int attempt = 0; attempt < 3 && started == null; attempt++) {
      port = requestedPort != 0 ? requestedPort : freePort(host);
      Path home = Files.createTempDirectory("grraf-neo4j-");
      try {
        started = startDbms(home, host, port, pageCacheMiB);
        startedHome = home;
      } catch (RuntimeException e) {
        lastError = e;
        deleteTree(home);
        if (requestedPort != 0) break;
      }
    }
    if (started == null) {
      fail(out, "Neo4j did not start: " + lastError);
      return;
    }
    DatabaseManagementService dbms = started;
    Path home = startedHome;
    Thread stopper = new Thread(() -> stop(dbms, home), "grraf-neo4j-stop");
    Runtime.getRuntime().addShutdownHook(stopper);
    watchStdin();
    try {
      // A fresh Community DBMS has the user neo4j with password "neo4j", to be changed first.
      dbms.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME)
          .executeTransactionally(
              "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED",
              Map.of("password", password));
      out.println(
          "{\"ready\":true,\"uri\":\"bolt://"
              + host
              + ":"
              + port
              + "\",\"user\":\""
              + USER
              + "\",\"home\":"
              + jsonString(home.toString())
              + "}");
    } catch (RuntimeException e) {
      fail(out, "Neo4j started but could not be prepared: " + e);
    }
  }

  private static DatabaseManagementService startDbms(Path home, String host, int port, long pageCacheMiB) {
    SocketAddress bolt = new SocketAddress(host, port);
    return new DatabaseManagementServiceBuilder(home)
        .setConfig(GraphDatabaseSettings.auth_enabled, true)
        .setConfig(GraphDatabaseSettings.udc_enabled, false)
        // The server's own config confines LOAD CSV to an import folder; the embedded default
        // would let any query read any file of this machine.
        .setConfig(GraphDatabaseSettings.allow_file_urls, false)
        .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMiB))
        .setConfig(BoltConnector.enabled, true)
        .setConfig(BoltConnector.listen_address, bolt)
        .setConfig(BoltConnector.advertised_address, bolt)
        .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
        // Bolt's network threads otherwise wait twice for 5 quiet seconds on shutdown.
        .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0)
        .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_timeout, Duration.ofSeconds(5))
        .build();
  }

  private static int freePort(String host) throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(host))) {
      return socket.getLocalPort();
    }
  }

  /** Exits (running the shutdown hook) when stdin reaches its end: the parent is gone. */
  private static void watchStdin() {
    Thread watcher =
        new Thread(
            () -> {
              try (InputStream in = System.in) {
                byte[] buffer = new byte[256];
                while (in.read(buffer) >= 0) {
                  // Input is ignored: only its end matters.
                }
              } catch (IOException ignored) {
                // A broken pipe is an end too.
              }
              System.exit(0);
            },
            "grraf-neo4j-stdin");
    watcher.setDaemon(true);
    watcher.start();
  }

  private static void stop(DatabaseManagementService dbms, Path home) {
    try {
      dbms.shutdown();
    } finally {
      deleteTree(home);
    }
  }

  private static void deleteTree(Path root) {
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
              Files.deleteIfExists(file);
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
              Files.deleteIfExists(dir);
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException("could not delete " + root, e);
    }
  }

  private static void fail(PrintStream out, String message) {
    out.println("{\"ready\":false,\"error\":" + jsonString(message) + "}");
    System.exit(1);
  }

  private static String envOr(String name, String fallback) {
    String v = System.getenv(name);
    return v == null || v.isEmpty() ? fallback : v;
  }

  private static String jsonString(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
}
