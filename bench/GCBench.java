// GCBench with the shape of examples/gcbench.ll, for HotSpot: a stretch tree,
// a long-lived tree built top down and a long-lived array of longs, then per
// depth d = 4, 6, ..., max: 2 * size(stretch) / size(d) iterations, each
// building one tree top down (populate) and one bottom up (makeTree) and
// counting both. Node: two references and 16 raw bytes, as in the IR.
// Written here for scripts/bench-collectors; prints the same lines as the IR
// program. Usage: java GCBench <stretch> <long-lived> <max depth> <array length>
public final class GCBench {
    static final class Node { Node left, right; long i, j; }

    static long treeSize(long depth) { return (1L << (depth + 1)) - 1; }

    static Node newNode(Node left, Node right) {
        Node node = new Node();
        node.left = left;
        node.right = right;
        return node;
    }

    static void populate(long depth, Node node) {
        if (depth <= 0) return;
        node.left = newNode(null, null);
        node.right = newNode(null, null);
        populate(depth - 1, node.left);
        populate(depth - 1, node.right);
    }

    static Node makeTree(long depth) {
        if (depth <= 0) return newNode(null, null);
        Node left = makeTree(depth - 1);
        Node right = makeTree(depth - 1);
        return newNode(left, right);
    }

    static long countNodes(Node node) {
        return node == null ? 0 : 1 + countNodes(node.left) + countNodes(node.right);
    }

    public static void main(String[] arguments) {
        long stretchDepth = Long.parseLong(arguments[0]);
        long longLivedDepth = Long.parseLong(arguments[1]);
        long maxDepth = Long.parseLong(arguments[2]);
        int arrayLength = Integer.parseInt(arguments[3]);
        System.out.println(countNodes(makeTree(stretchDepth)));
        Node longLived = newNode(null, null);
        populate(longLivedDepth, longLived);
        long[] array = new long[arrayLength];
        for (int k = 0; k < arrayLength; k++) array[k] = 3L * k;
        for (long depth = 4; depth <= maxDepth; depth += 2) {
            long iterations = 2 * treeSize(stretchDepth) / treeSize(depth);
            long counted = 0;
            for (long i = 0; i < iterations; i++) {
                Node topDown = newNode(null, null);
                populate(depth, topDown);
                counted += countNodes(topDown);
                counted += countNodes(makeTree(depth));
            }
            System.out.println(iterations);
            System.out.println(depth);
            System.out.println(counted);
        }
        System.out.println(countNodes(longLived));
        System.out.println(array[arrayLength / 2] + array[arrayLength - 1]);
    }
}
