const char *day_name(int d) {
  switch (d) { case 0: return "sun"; case 1: return "mon"; case 2: return "tue"; case 3: return "wed"; case 4: return "thu"; case 5: return "fri"; case 6: return "sat"; default: return "?"; }
}
int classify(int c) { switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': return 1; case '0' ... '9': return 2; case 1000: return 3; default: return 0; } }
int fallthrough(int x) { int r = 0; switch (x) { case 1: r += 1; case 2: r += 2; break; case 3: r += 3; } return r; }
