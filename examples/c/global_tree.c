/* A binary tree reachable only from a global reference (which the tool
   registers as a root), rebuilt level by level, with nodes holding raw
   payload words; the tree is checked after every rebuild and collection. */
#include "statepoint_runtime.h"

struct node {
  long header;
  MANAGED struct node *left;
  MANAGED struct node *right;
  long depth;
};

MANAGED struct node *global_tree;

static MANAGED struct node *build(long depth) {
  MANAGED struct node *node = gc_alloc(2, 8);
  node->depth = depth;
  if (depth > 0) {
    MANAGED struct node *left = build(depth - 1);
    node->left = left;
    node->right = build(depth - 1);
  }
  return node;
}

static long check(MANAGED struct node *node) {
  if (!node)
    return 0;
  return node->depth + check(node->left) + check(node->right);
}

int main(void) {
  for (long depth = 1; depth <= 10; depth++) {
    global_tree = build(depth);
    gc_collect();
    rt_print_i64(check(global_tree));
  }
  return 0;
}
