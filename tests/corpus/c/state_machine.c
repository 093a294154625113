enum state { START, IN_WORD, IN_SPACE };
int count_words(const char *s) {
  enum state st = START; int words = 0;
  for (; *s; s++) {
    int space = *s == ' ' || *s == '\t' || *s == '\n';
    switch (st) { case START: case IN_SPACE: if (!space) { words++; st = IN_WORD; } else st = IN_SPACE; break; case IN_WORD: if (space) st = IN_SPACE; break; }
  }
  return words;
}
int run(const unsigned char *code) { static void *dispatch[] = { &&op_inc, &&op_dec, &&op_halt }; int acc = 0; goto *dispatch[*code];
  op_inc: acc++; goto *dispatch[*++code];
  op_dec: acc--; goto *dispatch[*++code];
  op_halt: return acc; }
