// java.net.URI as the oracle of test/shared/java-oracle.test.ts: one question per line on stdin,
// a JSON array ["op", args...] (strings, null or integers); one JSON object per line on stdout.
// Every answer says what java.net.URI returns, or the exception it throws (reason and index).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public final class Oracle {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, false, "UTF-8");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      List<Object> q = new Json(line).array();
      StringBuilder sb = new StringBuilder();
      try {
        answer(q, sb);
      } catch (Throwable t) {
        sb.setLength(0);
        sb.append('{');
        thrown(sb, t);
        sb.append('}');
      }
      out.println(sb);
    }
    out.flush();
  }

  static void answer(List<Object> q, StringBuilder sb) throws Exception {
    String op = (String) q.get(0);
    sb.append('{');
    switch (op) {
      case "parse": {
        URI u;
        try { u = new URI(s(q, 1)); } catch (URISyntaxException e) { thrown(sb, e); break; }
        components(sb, u);
        sb.append(",\"normalize\":"); str(sb, u.normalize().toString());
        sb.append(",\"server\":{");
        try { components(sb, u.parseServerAuthority()); } catch (Throwable e) { thrown(sb, e); }
        sb.append('}');
        break;
      }
      case "resolve": case "relativize": {
        URI b, r;
        try { b = new URI(s(q, 1)); r = new URI(s(q, 2)); } catch (URISyntaxException e) { thrown(sb, e); break; }
        URI x = op.equals("resolve") ? b.resolve(r) : b.relativize(r);
        components(sb, x);
        break;
      }
      case "roundtrip": {
        URI b, t;
        try { b = new URI(s(q, 1)); t = new URI(s(q, 2)); } catch (URISyntaxException e) { thrown(sb, e); break; }
        components(sb, b.resolve(b.relativize(t)));
        break;
      }
      case "compare": {
        URI a, b;
        try { a = new URI(s(q, 1)); b = new URI(s(q, 2)); } catch (URISyntaxException e) { thrown(sb, e); break; }
        sb.append("\"equals\":").append(a.equals(b));
        sb.append(",\"compareTo\":").append(Integer.signum(a.compareTo(b)));
        sb.append(",\"hashEqual\":").append(a.hashCode() == b.hashCode());
        break;
      }
      case "ctor3": case "ctor4": case "ctor5": case "ctor7": {
        URI u;
        try {
          if (op.equals("ctor3")) u = new URI(s(q, 1), s(q, 2), s(q, 3));
          else if (op.equals("ctor4")) u = new URI(s(q, 1), s(q, 2), s(q, 3), s(q, 4));
          else if (op.equals("ctor5")) u = new URI(s(q, 1), s(q, 2), s(q, 3), s(q, 4), s(q, 5));
          else u = new URI(s(q, 1), s(q, 2), s(q, 3), ((Number) q.get(4)).intValue(), s(q, 5), s(q, 6), s(q, 7));
        } catch (URISyntaxException e) { thrown(sb, e); break; }
        components(sb, u);
        break;
      }
      default: throw new IllegalArgumentException("unknown question " + op);
    }
    sb.append('}');
  }

  static String s(List<Object> q, int i) { return (String) q.get(i); }

  static void components(StringBuilder sb, URI u) {
    sb.append("\"string\":"); str(sb, u.toString());
    sb.append(",\"ascii\":");
    try { str(sb, u.toASCIIString()); } catch (RuntimeException e) { sb.append('{'); thrown(sb, e); sb.append('}'); }
    sb.append(",\"scheme\":"); str(sb, u.getScheme());
    sb.append(",\"rawSsp\":"); str(sb, u.getRawSchemeSpecificPart());
    sb.append(",\"ssp\":"); str(sb, u.getSchemeSpecificPart());
    sb.append(",\"rawAuthority\":"); str(sb, u.getRawAuthority());
    sb.append(",\"authority\":"); str(sb, u.getAuthority());
    sb.append(",\"rawUserInfo\":"); str(sb, u.getRawUserInfo());
    sb.append(",\"userInfo\":"); str(sb, u.getUserInfo());
    sb.append(",\"host\":"); str(sb, u.getHost());
    sb.append(",\"port\":").append(u.getPort());
    sb.append(",\"rawPath\":"); str(sb, u.getRawPath());
    sb.append(",\"path\":"); str(sb, u.getPath());
    sb.append(",\"rawQuery\":"); str(sb, u.getRawQuery());
    sb.append(",\"query\":"); str(sb, u.getQuery());
    sb.append(",\"rawFragment\":"); str(sb, u.getRawFragment());
    sb.append(",\"fragment\":"); str(sb, u.getFragment());
    sb.append(",\"absolute\":").append(u.isAbsolute());
    sb.append(",\"opaque\":").append(u.isOpaque());
    sb.append(",\"hash\":").append(u.hashCode());
  }

  static void thrown(StringBuilder sb, Throwable t) {
    if (t instanceof URISyntaxException) {
      URISyntaxException e = (URISyntaxException) t;
      sb.append("\"error\":"); str(sb, e.getReason());
      sb.append(",\"index\":").append(e.getIndex());
    } else {
      sb.append("\"exception\":"); str(sb, t.getClass().getName());
      sb.append(",\"message\":"); str(sb, String.valueOf(t.getMessage()));
    }
  }

  /** A JSON string, every code unit outside printable ASCII as \\uXXXX (lone surrogates survive). */
  static void str(StringBuilder sb, String s) {
    if (s == null) { sb.append("null"); return; }
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') sb.append('\\').append(c);
      else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
      else sb.append(c);
    }
    sb.append('"');
  }

  /** Just enough JSON for the questions: an array of strings, null and integers. */
  static final class Json {
    final String t; int i;
    Json(String t) { this.t = t; }
    List<Object> array() {
      List<Object> a = new ArrayList<>();
      expect('[');
      ws();
      if (t.charAt(i) == ']') { i++; return a; }
      for (;;) {
        ws();
        a.add(value());
        ws();
        char c = t.charAt(i++);
        if (c == ']') return a;
        if (c != ',') throw new IllegalArgumentException("bad JSON at " + (i - 1));
      }
    }
    Object value() {
      char c = t.charAt(i);
      if (c == '"') return string();
      if (t.startsWith("null", i)) { i += 4; return null; }
      int s = i;
      while (i < t.length() && (t.charAt(i) == '-' || Character.isDigit(t.charAt(i)))) i++;
      return Long.parseLong(t.substring(s, i));
    }
    String string() {
      expect('"');
      StringBuilder sb = new StringBuilder();
      for (;;) {
        char c = t.charAt(i++);
        if (c == '"') return sb.toString();
        if (c != '\\') { sb.append(c); continue; }
        char e = t.charAt(i++);
        switch (e) {
          case 'u': sb.append((char) Integer.parseInt(t.substring(i, i + 4), 16)); i += 4; break;
          case 'n': sb.append('\n'); break;
          case 'r': sb.append('\r'); break;
          case 't': sb.append('\t'); break;
          case 'b': sb.append('\b'); break;
          case 'f': sb.append('\f'); break;
          default: sb.append(e);
        }
      }
    }
    void ws() { while (i < t.length() && t.charAt(i) == ' ') i++; }
    void expect(char c) { if (t.charAt(i++) != c) throw new IllegalArgumentException("expected " + c + " at " + (i - 1)); }
  }
}
